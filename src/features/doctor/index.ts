// The payload doctor's view: findings listed next to the fields they concern, with their fixes.
export { DoctorFindings, type DoctorFindingsProps } from './DoctorFindings';
