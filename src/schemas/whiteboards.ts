import { Type, type Static } from 'typebox';
import { POSTABLE_ELEMENT_TYPES, WHITEBOARD_COLORS, WHITEBOARD_VISIBILITIES } from './enums.js';
import { MAX_COORDINATE, MAX_ELEMENT_TEXT } from './limits.js';
import { ActorSchema, Nullable, RequiredText, StringEnum, Timestamp } from './common.js';

export const ElementSchema = Type.Object({
  ulid: Type.String(),
  type: Type.String(),
  text: Type.String(),
  x: Type.Number(),
  y: Type.Number(),
  color: Type.String(),
  votes: Type.Integer(),
  /** Identifier of the issue the element links to, or null. */
  issue: Nullable(Type.String()),
});

export const boardFields = {
  id: Type.String(),
  name: Type.String(),
  visibility: StringEnum(WHITEBOARD_VISIBILITIES),
  author: ActorSchema,
  created_at: Timestamp,
  updated_at: Timestamp,
};

export const WhiteboardSummarySchema = Type.Object(boardFields);

export const WhiteboardSchema = Type.Object({ ...boardFields, elements: Type.Array(ElementSchema) });
export type ElementView = Static<typeof ElementSchema>;
export type WhiteboardSummaryView = Static<typeof WhiteboardSummarySchema>;
export type WhiteboardView = Static<typeof WhiteboardSchema>;

export const Coordinate = Type.Number({ minimum: -MAX_COORDINATE, maximum: MAX_COORDINATE });

export const NoteBody = Type.Object(
  {
    text: Type.String({ ...RequiredText, maxLength: MAX_ELEMENT_TEXT }),
    // Arrows and images exist on boards but are drawn in the web interface, not posted here.
    type: Type.Optional(StringEnum(POSTABLE_ELEMENT_TYPES)),
    color: Type.Optional(StringEnum(WHITEBOARD_COLORS)),
    x: Type.Optional(Coordinate),
    y: Type.Optional(Coordinate),
    issue: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Integer()])),
  },
  { additionalProperties: false },
);

export const BoardParams = Type.Object({ whiteboard: Type.String() });

/** The interface's own board writes (/api/ui): create a board; move, recolour, reword an element. */
export const CreateBoardBody = Type.Object(
  {
    name: Type.String({ ...RequiredText, maxLength: 255 }),
    visibility: Type.Optional(StringEnum(WHITEBOARD_VISIBILITIES)),
  },
  { additionalProperties: false },
);

export const ChangeElementBody = Type.Object(
  {
    x: Type.Optional(Coordinate),
    y: Type.Optional(Coordinate),
    color: Type.Optional(StringEnum(WHITEBOARD_COLORS)),
    text: Type.Optional(Type.String({ maxLength: MAX_ELEMENT_TEXT })),
  },
  { additionalProperties: false },
);

export const ElementParams = Type.Object({
  whiteboard: Type.String({ maxLength: 64 }),
  element: Type.String({ maxLength: 64 }),
});
