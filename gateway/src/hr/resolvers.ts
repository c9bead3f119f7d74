import type { Resolvers } from '../__generated__/resolvers-types.js';
import { resolveUpload } from '../files/multipart.js';
import { toHrAuditEntry } from './audit.js';
import { EMPLOYEE_SORT, toHrEmployee, toHrPerson, toProviderEmployee } from './employee.js';
import { toHrImportReport } from './import.js';
import { toHrLocation, toProviderLocation } from './location.js';
import { toHrOrganisation, toHrUnit, UNIT_PATH } from './organisation.js';
import * as provider from './provider.js';

/** The HR console: each field is one provider call under /api/v1/hr, which decides who may do what. */
export const hrResolvers: Resolvers = {
  Query: {
    async hrEmployees(_parent, { page, pageSize, sort, order, filter }, { api }) {
      const { data } = await provider.listEmployees(api, {
        page,
        page_size: pageSize,
        sort: sort ? EMPLOYEE_SORT[sort] : null,
        order: order ? (order === 'DESC' ? 'desc' : 'asc') : null,
        q: filter?.search?.trim(),
        division: filter?.division,
        subdivision: filter?.subdivision,
        department: filter?.department,
        role: filter?.roleId,
        active: filter?.active,
      });
      return { items: data.items.map(toHrEmployee), total: data.total, page: data.page, pageSize: data.page_size };
    },
    async hrEmployee(_parent, { id }, { api }) {
      return toHrEmployee((await provider.getEmployee(api, id)).data);
    },
    async hrSupervisors(_parent, { search }, { api }) {
      return (await provider.findSupervisors(api, search.trim())).data.map(toHrPerson);
    },
    async hrOrganisation(_parent, _args, { api }) {
      return toHrOrganisation((await provider.getOrganisation(api)).data);
    },
    async hrLocations(_parent, { active }, { api }) {
      return (await provider.listLocations(api, active)).data.map(toHrLocation);
    },
    async hrPlaces(_parent, { query }, { api }) {
      return (await provider.searchPlaces(api, query.trim())).data;
    },
    async hrAudit(_parent, { page, pageSize, filter }, { api }) {
      const { data } = await provider.listAudit(api, { page, page_size: pageSize, ...filter });
      return { items: data.items.map(toHrAuditEntry), total: data.total, page: data.page, pageSize: data.page_size };
    },
  },
  Mutation: {
    async hrCreateEmployee(_parent, { input }, { api }) {
      const { message, data } = await provider.createEmployee(api, toProviderEmployee(input));
      return { message, employee: toHrEmployee(data), activation: toHrActivation(message, data.activation) };
    },
    async hrIssueActivation(_parent, { id, sendEmail }, { api }) {
      const { message, data } = await provider.issueActivation(api, id, sendEmail ?? false);
      return toHrActivation(message, data);
    },
    async hrEndSessions(_parent, { id }, { api }) {
      const { message, data } = await provider.employeeAction(api, id, 'end-sessions');
      return { message, employee: toHrEmployee(data) };
    },
    async hrUpdateEmployee(_parent, { id, input }, { api }) {
      const { message, data } = await provider.updateEmployee(api, id, toProviderEmployee(input));
      return { message, employee: toHrEmployee(data) };
    },
    async hrDeactivateEmployee(_parent, { id, lastWorkingDay }, { api }) {
      const { message, data } = await provider.employeeAction(
        api,
        id,
        'deactivate',
        lastWorkingDay ? { last_working_day: lastWorkingDay } : {},
      );
      return { message, employee: toHrEmployee(data) };
    },
    async hrReactivateEmployee(_parent, { id, joinDate }, { api }) {
      const { message, data } = await provider.employeeAction(
        api,
        id,
        'reactivate',
        joinDate ? { join_date: joinDate } : {},
      );
      return { message, employee: toHrEmployee(data) };
    },
    async hrRequirePassword(_parent, { id }, { api }) {
      const { message, data } = await provider.employeeAction(api, id, 'require-password');
      return { message, employee: toHrEmployee(data) };
    },
    async hrSendPasswordLink(_parent, { id }, { api }) {
      const { message } = await provider.sendPasswordLink(api, id);
      return { message };
    },
    async hrCreateUnit(_parent, { kind, input }, { api }) {
      const { message, data } = await provider.createUnit(api, UNIT_PATH[kind], input);
      return { message, unit: toHrUnit(data) };
    },
    async hrUpdateUnit(_parent, { kind, code, input }, { api }) {
      const { message, data } = await provider.updateUnit(api, UNIT_PATH[kind], code, input);
      return { message, unit: toHrUnit(data) };
    },
    async hrDeleteUnit(_parent, { kind, code }, { api }) {
      const { message } = await provider.deleteUnit(api, UNIT_PATH[kind], code);
      return { message };
    },
    async hrCreateLocation(_parent, { input }, { api }) {
      const { message, data } = await provider.createLocation(api, toProviderLocation(input));
      return { message, location: toHrLocation(data) };
    },
    async hrUpdateLocation(_parent, { code, input }, { api }) {
      const { message, data } = await provider.updateLocation(api, code, toProviderLocation({ ...input, code: null }));
      return { message, location: toHrLocation(data) };
    },
    async hrDeleteLocation(_parent, { code }, { api }) {
      const { message } = await provider.deleteLocation(api, code);
      return { message };
    },
    async hrImportDryRun(_parent, { file }, { api }) {
      const { message, data } = await provider.importDryRun(api, (await resolveUpload(file))!);
      return toHrImportReport(message, data);
    },
    async hrImportConfirm(_parent, { importId, sendCodes }, { api }) {
      const { message, data } = await provider.importConfirm(api, importId, sendCodes ?? false);
      const { codes_emailed: codesEmailed = null, ...counts } = data.counts;
      return { message, counts, codesEmailed };
    },
  },
};

const toHrActivation = (message: string, activation: provider.ProviderActivation) => ({
  message,
  code: activation.code,
  link: activation.link,
  expiresAt: activation.expires_at,
  emailedTo: activation.emailed_to,
});
