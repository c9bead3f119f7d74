import api from './api.json' with { type: 'json' };
import attendance from './attendance.json' with { type: 'json' };
import auth from './auth.json' with { type: 'json' };
import common from './common.json' with { type: 'json' };
import inbox from './inbox.json' with { type: 'json' };
import leave from './leave.json' with { type: 'json' };
import profile from './profile.json' with { type: 'json' };

/** English, the spec's wording word for word: the default, bundled with the entry. */
export const en = { ...common, ...api, ...auth, ...attendance, ...inbox, ...leave, ...profile };
