/**
 * A row's or card's checkbox for bulk edits (issue 40). Out of the tab order: the keyboard selects with
 * `x` on the focused issue, so Tab keeps moving between the page's regions rather than every row.
 */
export function SelectBox({
  id,
  selected,
  onSelect,
}: {
  id: string;
  selected: boolean;
  onSelect: (id: string, range: boolean) => void;
}) {
  return (
    <input
      type="checkbox"
      className="select-box"
      aria-label={`Select ${id}`}
      tabIndex={-1}
      checked={selected}
      onClick={(event) => {
        event.stopPropagation();
        onSelect(id, event.shiftKey);
      }}
      // The click above decides (it knows about Shift); React still wants a handler for a controlled box.
      onChange={() => undefined}
    />
  );
}
