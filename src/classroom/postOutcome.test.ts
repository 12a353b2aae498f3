import { classifyClassroomPost } from './postOutcome';

describe('reading a classroom service reply (spec section 8)', () => {
  it('is posted when the service gave an assignment id', () => {
    expect(classifyClassroomPost({ message: 'Posted.', gassignment_id: 'g-12' })).toEqual({
      kind: 'posted',
      gassignmentId: 'g-12',
    });
  });

  it('reads @ClassroomDisabled before anything else, even with an id', () => {
    expect(
      classifyClassroomPost({ message: ' @ClassroomDisabled: two accounts', gassignment_id: 'g' }),
    ).toEqual({ kind: 'classroom-disabled' });
  });

  it('tells an empty reply from a refusal with a message', () => {
    expect(classifyClassroomPost({ message: '  ', gassignment_id: null })).toEqual({
      kind: 'empty',
    });
    expect(classifyClassroomPost({ message: 'Class archived.', gassignment_id: null })).toEqual({
      kind: 'refused',
      message: 'Class archived.',
    });
  });
});
