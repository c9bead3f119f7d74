import 'i18next';
import type { en } from './locales/en';
import type correction from './locales/en/correction.json';
import type face from './locales/en/face.json';
import type failures from './locales/en/failures.json';
import type hrFailures from './locales/en/failures-hr.json';
import type hr from './locales/en/hr.json';
import type standIn from './locales/en/stand-in.json';
import type swap from './locales/en/swap.json';
import type overtime from './locales/en/overtime.json';
import type time from './locales/en/time.json';

// Keys are typed from the English catalogue (with the areas that load lazily, see loadArea):
// t('leave.form.title') compiles, a typo does not.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof en &
        typeof correction &
        typeof hr &
        typeof time &
        typeof standIn &
        typeof swap &
        typeof face &
        typeof overtime &
        typeof failures &
        typeof hrFailures;
    };
  }
}
