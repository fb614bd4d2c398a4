// What the wizard loads once the applicant starts (useLaterPart.ts): the fields of steps 2 to 4,
// "Check your answers" and what shows once the application is accepted. A visitor who only reads
// the page loads none of it; the first step is drawn without it.
export { CheckAnswers } from './CheckAnswers';
export { StepFields } from './StepFields';
export { Submitted } from './Submitted';
