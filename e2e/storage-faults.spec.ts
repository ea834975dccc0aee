// The app's own settings broken in the usual ways (HUB-5, see e2e/faults.ts); each game's entries
// are checked in its own e2e/<id>-storage-faults.spec.ts.
import { storageFaults } from './faults.ts';

storageFaults([]);
