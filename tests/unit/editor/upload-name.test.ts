import { describe, expect, it } from 'vitest';
import { uploadName } from '../../../src/editor/pictures/upload-name.ts';
import { safeImageName } from '../../../scripts/editor/uploads.ts';

/** The name the picture is stored under, as the editor sends it and the server makes it safe. */
const stored = (file: string, typed = '') => safeImageName(uploadName(file, typed));

describe('the name of an uploaded picture', () => {
  it("is the file's own name, made safe for a web address, when the person gives none", () => {
    expect(stored('IMG_2041.jpg')).toBe('img-2041.jpg');
    expect(stored('Salon Photo 2231.JPG', '   ')).toBe('salon-photo-2231.jpg');
  });

  it("is the person's own name when given, with the file's kind of picture", () => {
    expect(stored('IMG_2041.jpg', 'Salon front')).toBe('salon-front.jpg');
    // A typed extension does not change what the file is.
    expect(stored('IMG_2041.JPG', 'Front door.png')).toBe('front-door.jpg');
    expect(stored('logo.svg', "Joe's logo")).toBe('joes-logo.svg');
  });
});
