// The recap domain's public entry: what other folders of the api may use of it. Anything not
// exported here is the domain's own (scripts/lint/layout.js).
export { recapRow } from './presenter.js';
export { allPeople, pagePeople, personByNik } from './queries.js';
export { nikParam, personMonthQuery, personMonthReply, recapExportQuery, recapQuery, recapReply } from './schemas.js';
export { type Scope, scopeQuery, scopeSuffix, scopeWhere } from './scope.js';
export { personMonth, recapPage } from './service.js';
