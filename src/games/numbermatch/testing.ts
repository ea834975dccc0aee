// Test fixtures: Number Match entries exactly as players' browsers hold them today (localStorage
// key → text), written by the code of commit 97893ba (save version 1 and 2, progress version 1),
// with the position each game in progress stands at. Migration tests load these; never edit them.

export const SAVE_KEY = 'knobelkiste:numbermatch/save';
export const PROGRESS_KEY = 'knobelkiste:numbermatch/progress';

/** Version 2: one slot for the stage in progress (2-1, four pairs) and one for a seeded free game (an add in it; its loss was counted). */
export const SAVE_V2 =
  '{"kk":1,"v":2,"data":{"stage":{"origin":{"kind":"stage","id":"2-1"},"moves":[[[0,1],[1,2]],[[0,4],[0,5]],[[0,8],[1,8]],[[1,0],[1,1]]],"lostCounted":false,"wonCounted":false},"free":{"origin":{"kind":"seed","seed":4711},"moves":[[[0,2],[1,3]],[[0,3],[2,3]],[[0,1],[0,4]],"add",[[0,6],[1,6]],[[0,7],[0,8]]],"lostCounted":true,"wonCounted":false}}}';
export const SAVE_V2_STAGE_AT = { rows: ['2.18..94.', '...79578.'], adds: 6 };
export const SAVE_V2_FREE_AT = {
  rows: ['5....4...', '129.95.68', '655.84951', '529692669', '548551299', '526865584', '951529692', '669'],
  adds: 4,
};

/** Version 1: a single game of any origin, no win flag. A classic free game with an add … */
export const SAVE_V1_CLASSIC =
  '{"kk":1,"v":1,"data":{"origin":{"kind":"classic"},"moves":[[[0,0],[1,0]],[[0,6],[1,5]],"add",[[0,8],[1,1]],[[1,2],[2,1]]],"lostCounted":false}}';
export const SAVE_V1_CLASSIC_AT = { rows: ['.23456.8.', '...21.141', '5.6171819', '234568911', '211415161', '71819'], adds: 4 };
/** … and a stage whose loss was counted already. */
export const SAVE_V1_STAGE =
  '{"kk":1,"v":1,"data":{"origin":{"kind":"stage","id":"1-3"},"moves":[[[0,0],[1,1]],[[0,3],[0,4]],[[1,2],[1,3]]],"lostCounted":true}}';
export const SAVE_V1_STAGE_AT = { rows: ['.87..4147', '4...95'], adds: 4 };

/** Progress version 1: per stage wins and losses, and the free-game tally. */
export const PROGRESS_V1 =
  '{"kk":1,"v":1,"data":{"stages":{"1-1":{"won":1,"lost":0},"1-2":{"won":1,"lost":1},"1-3":{"won":0,"lost":1}},"free":{"won":1,"lost":1}}}';
