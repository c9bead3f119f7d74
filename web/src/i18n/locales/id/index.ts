import api from './api.json' with { type: 'json' };
import attendance from './attendance.json' with { type: 'json' };
import auth from './auth.json' with { type: 'json' };
import common from './common.json' with { type: 'json' };
import inbox from './inbox.json' with { type: 'json' };
import leave from './leave.json' with { type: 'json' };
import profile from './profile.json' with { type: 'json' };

/** Bahasa Indonesia: loaded only when it is the chosen language (its own chunk). */
export const id = { ...common, ...api, ...auth, ...attendance, ...inbox, ...leave, ...profile };
