import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { hexToHsl, hslToHex, parseHsl } from '@/content/color';
import { isClient, useViewer } from '../../team/use-viewer';
import { colourDescription, colourInWords, colourName, namedHex, SUGGESTED_COLOURS } from '@/content/colour-words';
import { TEXT_CONTRAST, textOnGround } from '@/theme/contrast';
import type { EditorFormContext } from '../form-context';
import { understoodColour } from '../understood';
import { FieldNote, useFieldNote } from './field-note';

/**
 * A colour: picked with its swatch or one of the suggested ones, or typed in
 * any usual form ("teal", "#1E6FD9", "rgb(30 111 217)", "hsl(215 75% 48%)"),
 * and stored as the "H S% L%" the theme uses. The studio sees and types that
 * form itself; a client reads the colour by its name ("teal", "close to
 * teal") and never sees the stored code.
 */
export function HslWidget(props: WidgetProps) {
  const { id, name, value, label, disabled, readonly, onChange, registry } = props;
  const text = typeof value === 'string' ? value : '';
  const client = isClient(useViewer());
  const [note, setNote] = useFieldNote(value);
  const pick = (hsl: string) => {
    setNote(undefined);
    onChange(hsl);
  };
  return (
    <div>
      <div className="ed-inline">
        <input
          type="color"
          aria-label={`${label}: pick a colour`}
          value={hslToHex(text) ?? '#000000'}
          disabled={disabled || readonly}
          onChange={(event) => pick(hexToHsl(event.target.value) ?? text)}
        />
        {client ? <ClientColourBox {...props} setNote={setNote} /> : <StudioColourBox {...props} setNote={setNote} />}
      </div>
      <div className="ed-swatches" role="group" aria-label={`${label}: suggested colours`}>
        {SUGGESTED_COLOURS.map((name) => (
          <button
            key={name}
            type="button"
            className="ed-swatch"
            aria-label={name}
            title={name}
            style={{ background: namedHex(name) }}
            disabled={disabled || readonly}
            onClick={() => pick(hexToHsl(namedHex(name)!)!)}
          />
        ))}
      </div>
      <FieldNote id={id} note={note} />
      <BrandContrast
        field={name}
        colours={themeColours((registry.formContext as EditorFormContext | undefined)?.formValue)}
        disabled={disabled || readonly}
        onUse={(hsl) => {
          setNote(`Changed to ${saidOf(hsl)}, which the text on it stands out from.`, hsl);
          onChange(hsl);
        }}
      />
    </div>
  );
}

type Theme = { colors?: { primary?: unknown; primaryForeground?: unknown } } | undefined;

/** The theme's colours: under theme.colors in the site's settings. */
const themeColours = (value: Record<string, unknown> | undefined) => (value?.theme as Theme)?.colors;

/**
 * Under the brand colour and the text on it: a warning in words when that
 * text stands out from the brand colour by less than WCAG's 4.5:1, so the
 * words on buttons and brand-coloured bands would be hard to read. The brand
 * colour's field offers the nearest shade that is readable.
 */
function BrandContrast({
  field,
  colours,
  disabled,
  onUse,
}: {
  field: string;
  colours: NonNullable<Theme>['colors'];
  disabled?: boolean;
  onUse: (hsl: string) => void;
}) {
  if (field !== 'primary' && field !== 'primaryForeground') return null;
  const { primary, primaryForeground } = colours ?? {};
  if (typeof primary !== 'string' || typeof primaryForeground !== 'string') return null;
  const reading = textOnGround(primaryForeground, primary);
  if (!reading || reading.ratio >= TEXT_CONTRAST) return null;
  const text = colourDescription(primaryForeground) ?? 'the text colour';
  const brand = colourDescription(primary) ?? 'the brand colour';
  const shade = reading.nearest && (parseHsl(reading.nearest)!.l < parseHsl(primary)!.l ? 'darker' : 'lighter');
  return (
    <div className="ed-field-warning" aria-live="polite">
      <p>
        Hard to read: {text} words on {brand}, as on buttons and coloured bands, stand out too little for many visitors
        ({reading.ratio.toFixed(1)} to 1, where {TEXT_CONTRAST} to 1 is needed). Choose another brand colour or another
        colour for the text on it.
      </p>
      {field === 'primary' && reading.nearest && (
        <button type="button" className="ed-button" disabled={disabled} onClick={() => onUse(reading.nearest!)}>
          Use a {shade} {colourDescription(reading.nearest)} that reads well
        </button>
      )}
    </div>
  );
}

type BoxProps = WidgetProps & { setNote: (note: string | undefined, about?: unknown) => void };

/** The studio's box: the stored "H S% L%" itself, typed over in any usual form and rewritten on leaving. */
function StudioColourBox({ id, value, disabled, readonly, onChange, onBlur, onFocus, setNote }: BoxProps) {
  const text = typeof value === 'string' ? value : '';
  const settle = () => {
    const understood = understoodColour(text);
    if (understood) {
      onChange(understood.value);
      setNote(understood.note, understood.value);
    }
    onBlur(id, text);
  };
  return (
    <input
      id={id}
      className="form-control"
      aria-describedby={`${id}__note`}
      placeholder="teal, #1A7F7A or rgb(26 127 122)"
      value={text}
      disabled={disabled || readonly}
      onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
      onBlur={settle}
      onFocus={() => onFocus(id, text)}
    />
  );
}

/**
 * A client's box: the colour by its name. What is typed is kept in the box
 * until the person leaves it; a colour it reads is stored then, and one it
 * cannot read is not stored at all, with a note saying what to type.
 */
function ClientColourBox({ id, value, disabled, readonly, onChange, onBlur, onFocus, setNote }: BoxProps) {
  const text = typeof value === 'string' ? value : '';
  const [typed, setTyped] = useState<string>();
  const settle = () => {
    if (typed !== undefined) {
      const understood = understoodColour(typed);
      const stored = understood?.value ?? (parseHsl(typed) ? typed.trim() : undefined);
      if (stored !== undefined) {
        onChange(stored);
        setNote(`Understood as ${saidOf(stored)}.`, stored);
        setTyped(undefined);
      } else if (typed.trim() === '') {
        onChange(undefined);
        setTyped(undefined);
      } else
        setNote(
          `“${typed.trim()}” is not a colour this box knows. Pick one with the swatch, or type a name such as teal or navy.`,
          value,
        );
    }
    onBlur(id, text);
  };
  return (
    <input
      id={id}
      className="form-control"
      aria-describedby={`${id}__note`}
      placeholder="A colour’s name, such as teal"
      value={typed ?? words(text)}
      disabled={disabled || readonly}
      onChange={(event) => setTyped(event.target.value)}
      onBlur={settle}
      onFocus={(event) => {
        event.target.select();
        onFocus(id, text);
      }}
    />
  );
}

/** "teal", or "a colour close to teal": the note's words for a colour just typed. */
function saidOf(hsl: string): string {
  const named = colourName(hsl);
  return !named ? hsl : named.exact ? named.name : `a colour close to ${named.name}`;
}

/** The colour in words, or what the field holds when it is no colour at all (typed in the file by hand). */
const words = (hsl: string) => colourInWords(hsl) ?? hsl;
