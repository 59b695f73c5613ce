// @vitest-environment jsdom
/**
 * A paste from a word processor keeps its lists as lists and drops everything
 * else: the pasted HTML goes through the writing area's own paste cleaning
 * and its parser (the same extensions), then into the stored form.
 */
import { generateJSON } from '@tiptap/core';
import { describe, expect, it } from 'vitest';
import { pastedHeadings, richTextExtensions } from '@/editor/rich-text/extensions';
import { pastedLists } from '@/editor/rich-text/pasted-lists';
import { toStoredForm } from '@/editor/rich-text/stored-form';

/** What the writing area stores after this HTML is pasted into an empty area. */
const pasted = (html: string) =>
  toStoredForm(
    generateJSON(
      pastedLists(pastedHeadings(html)),
      richTextExtensions(() => undefined),
    ),
  );

/** As Word for Windows puts a bulleted and then a numbered list on the clipboard (trimmed of its head's styles). */
const WORD = `<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word">
<head><meta name=Generator content="Microsoft Word 15"><style><!-- p.MsoListParagraph {margin-left:.5in} --></style></head>
<body lang=EN-US style='tab-interval:.5in'><!--StartFragment-->
<p class=MsoNormal><b>What to bring</b> to your <span style='color:#C00000'>first visit</span>:</p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-.25in;mso-list:l0 level1 lfo1'><![if !supportLists]><span
style='font-family:Symbol;mso-fareast-font-family:Symbol;mso-bidi-font-family:Symbol'><span
style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;
</span></span></span><![endif]>A photo of the <i>old</i> boiler<o:p></o:p></p>
<p class=MsoListParagraphCxSpMiddle style='text-indent:-.25in;mso-list:l0 level1 lfo1'><![if !supportLists]><span
style='font-family:Symbol;mso-fareast-font-family:Symbol;mso-bidi-font-family:Symbol'><span
style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;
</span></span></span><![endif]>Your last bill<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='margin-left:1.0in;mso-add-space:auto;text-indent:-.25in;mso-list:l0 level2 lfo1'><![if !supportLists]><span
style='font-family:"Courier New";mso-fareast-font-family:"Courier New"'><span style='mso-list:Ignore'>o<span
style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span></span><![endif]>Gas or oil<o:p></o:p></p>
<p class=MsoNormal>Then:</p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-.25in;mso-list:l1 level1 lfo2'><![if !supportLists]><span
style='mso-bidi-font-family:Calibri'><span style='mso-list:Ignore'>1.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;
</span></span></span><![endif]>Call us<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-.25in;mso-list:l1 level1 lfo2'><![if !supportLists]><span
style='mso-bidi-font-family:Calibri'><span style='mso-list:Ignore'>2.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;
</span></span></span><![endif]>We <b>visit</b> within a day<o:p></o:p></p>
<table class=MsoTableGrid border=1><tr><td><p class=MsoNormal>A cell</p></td></tr></table>
<!--EndFragment--></body></html>`;

/** As Google Docs puts lists on the clipboard: real lists inside its bold-looking wrapper, a sub-list inside the list. */
const DOCS = `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1a2b3c4d-7fff-1234-5678-9abcdef01234"><p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;"><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;font-weight:400;">Before we come:</span></p><ul style="margin-top:0;margin-bottom:0;padding-inline-start:48px;"><li dir="ltr" style="list-style-type:disc;font-size:11pt;font-family:Arial,sans-serif;" aria-level="1"><p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;" role="presentation"><span style="font-size:11pt;font-family:Arial,sans-serif;font-weight:700;">Clear</span><span style="font-size:11pt;font-family:Arial,sans-serif;font-weight:400;"> the way</span></p></li><ul style="margin-top:0;margin-bottom:0;padding-inline-start:48px;"><li dir="ltr" style="list-style-type:circle;font-size:11pt;" aria-level="2"><p dir="ltr" role="presentation"><span style="font-weight:400;">Move the car</span></p></li></ul><li dir="ltr" style="list-style-type:disc;font-size:11pt;" aria-level="1"><p dir="ltr" role="presentation"><span style="font-weight:400;">Keep pets inside</span></p></li></ul><ol style="margin-top:0;margin-bottom:0;padding-inline-start:48px;"><li dir="ltr" style="list-style-type:decimal;font-size:11pt;" aria-level="1"><p dir="ltr" role="presentation"><span style="font-weight:400;">Book online</span></p></li><li dir="ltr" style="list-style-type:decimal;font-size:11pt;" aria-level="1"><p dir="ltr" role="presentation"><img src="https://lh7-us.googleusercontent.com/x.png" width="20"><span style="font-weight:400;font-style:italic;">Wait for the text</span></p></li></ol></b>`;

describe('a paste from a word processor', () => {
  it("keeps Word's list paragraphs as a bulleted and a numbered list, without their bullets and numbers, and drops the rest", () => {
    expect(pasted(WORD)).toEqual([
      '**What to bring** to your first visit:',
      '- A photo of the *old* boiler',
      '- Your last bill',
      '- Gas or oil',
      'Then:',
      '1. Call us',
      '2. We **visit** within a day',
      'A cell',
    ]);
  });

  it("keeps Google Docs' lists, a sub-list's items in the list around it, and none of its wrapper's bold", () => {
    expect(pasted(DOCS)).toEqual([
      'Before we come:',
      '- **Clear** the way',
      '- Move the car',
      '- Keep pets inside',
      '1. Book online',
      '2. *Wait for the text*',
    ]);
  });

  it('leaves HTML with no list as it was', () => {
    const html = '<p>Plain <b>words</b></p>';
    expect(pastedLists(html)).toBe(html);
  });
});
