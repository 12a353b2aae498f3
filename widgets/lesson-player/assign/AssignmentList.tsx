import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { GuardedButton, type Assignment } from '@courses/runtime';
import { CLASSROOM_SERVICE_NAMES, classLabel } from '@courses/runtime/classroom';

export interface AssignmentListProps {
  assignments: Assignment[];
  /** Ids of assignments being posted right now. */
  posting: ReadonlySet<number>;
  /** `button` is the post button, which the classroom access question gives focus back to. */
  onPost: (assignment: Assignment, button: HTMLButtonElement) => void;
  /** Names what the list holds: assignments or assessments. */
  noun: string;
}

function details(assignment: Assignment): string {
  const due = assignment.due_date ? `Due ${assignment.due_date}` : 'No due date';
  const service = CLASSROOM_SERVICE_NAMES[assignment.classroom.provider];
  if (!service) return due;
  return assignment.gassignment_id ? `${due} · Posted to ${service}` : `${due} · Not posted yet`;
}

/** The lesson's assignments, each with a post button while it is not at its classroom service. */
export function AssignmentList({ assignments, posting, onPost, noun }: AssignmentListProps) {
  if (assignments.length === 0) {
    return <Typography>{`No ${noun.toLowerCase()} of this lesson yet.`}</Typography>;
  }
  return (
    <List aria-label={noun} disablePadding>
      {assignments.map((assignment) => {
        const service = CLASSROOM_SERVICE_NAMES[assignment.classroom.provider];
        const label = classLabel(assignment.classroom);
        const canPost = service !== null && assignment.gassignment_id === null;
        const busy = posting.has(assignment.id);
        return (
          <ListItem
            key={assignment.id}
            divider
            secondaryAction={
              canPost && (
                <GuardedButton
                  size="small"
                  variant="outlined"
                  disabled={busy}
                  onClick={(event) => onPost(assignment, event.currentTarget)}
                  aria-label={`Post ${label} to ${service}`}
                >
                  {busy ? 'Posting...' : `Post to ${service}`}
                </GuardedButton>
              )
            }
            sx={canPost ? { pr: 28 } : undefined}
          >
            <ListItemText
              primary={label}
              secondary={
                <>
                  {details(assignment)}
                  {assignment.instructions && (
                    <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                      {assignment.instructions}
                    </Typography>
                  )}
                </>
              }
            />
          </ListItem>
        );
      })}
    </List>
  );
}
