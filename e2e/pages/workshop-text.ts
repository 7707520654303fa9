// The workshop's words in English, Korean and Polish as the e2e specs expect to read them, and a lesson file with one mistake.
/** The workshop's own words in each UI language, typed from what a learner reads (not read from the catalogs, so a lost translation fails). */
export interface WorkshopText {
  lessons: string;
  start: string;
  step: (n: number) => RegExp;
  check: string;
  right: string;
  wrong: string;
  tryAgain: string;
  askWrong: (answer: string) => string;
  finished: string;
  inspector: string;
  presenter: string;
  /** The accessible name of the room address's QR code. */
  qr: RegExp;
  /** The handoff view's run button and its two lanes. */
  handoffRun: string;
  /** The handoff view's button that runs the same agents with the OpenAI Agents SDK. */
  handoffSdkRun: string;
  lanes: { triage: string; specialist: string };
  /** A lesson file refused for its first step's unknown type (the JSON names and the known types stay as written). */
  unknownStepType: (type: string) => string;
}

/** The lesson step types, as every language's refusal lists them. */
const STEP_TYPES = '"load", "run", "highlight", "explain", "ask", "predict", "continue", "lab"';

/** A lesson file with one mistake: its only step has a type no lesson has. */
export function brokenLessonFile(type: string): string {
  return JSON.stringify({
    format: 'loopscope-lesson',
    version: 1,
    id: 'broken',
    scenario: 'seed-001-weather',
    steps: [{ id: 'start', type }],
    prose: { en: '# Broken\n\n<!-- step: start -->\nGo.\n' },
  });
}

export const WORKSHOP_TEXT: Record<'en' | 'ko' | 'pl', WorkshopText> = {
  en: {
    lessons: 'Lessons',
    start: 'Start',
    step: (n) => new RegExp(`^Lesson step ${n} of \\d+$`),
    check: 'Send and compare',
    right: 'Right: your prediction matches the recorded payload.',
    wrong: 'Not quite: the differences are marked below (your prediction → the real payload).',
    tryAgain: 'Try again',
    askWrong: (answer) => `Not quite: the answer is “${answer}”.`,
    finished: 'End of the lesson.',
    inspector: 'Inspector',
    presenter: 'Presenter view',
    qr: /^QR code of /,
    handoffRun: 'Run the triage agent',
    handoffSdkRun: 'Run it with the Agents SDK',
    lanes: { triage: 'Triage agent', specialist: 'Specialist agent' },
    unknownStepType: (type) =>
      `This lesson file was refused:\nThis lesson cannot be used: steps[0].type is "${type}", which is not a lesson step type. Known types: ${STEP_TYPES}.`,
  },
  ko: {
    lessons: '레슨',
    start: '시작',
    step: (n) => new RegExp(`^레슨 \\d+단계 중 ${n}단계$`),
    check: '보내고 비교하기',
    right: '정답: 내 예측이 기록된 페이로드와 일치합니다.',
    wrong: '아쉽습니다. 차이점을 아래에 표시했습니다(내 예측 → 실제 페이로드).',
    tryAgain: '다시 해 보기',
    askWrong: (answer) => `아쉽습니다. 정답은 “${answer}”입니다.`,
    finished: '레슨이 끝났습니다.',
    inspector: '인스펙터',
    presenter: '발표자 보기',
    qr: /의 QR 코드$/,
    handoffRun: '분류 에이전트 실행',
    handoffSdkRun: 'Agents SDK로 실행',
    lanes: { triage: '분류 에이전트', specialist: '전문가 에이전트' },
    unknownStepType: (type) =>
      `이 레슨 파일을 받아들일 수 없습니다:\n이 레슨은 사용할 수 없습니다: steps[0].type이 "${type}"인데, 이는 레슨 단계 유형이 아닙니다. 사용할 수 있는 유형: ${STEP_TYPES}.`,
  },
  pl: {
    lessons: 'Lekcje',
    start: 'Zacznij',
    step: (n) => new RegExp(`^Krok lekcji ${n} z \\d+$`),
    check: 'Wyślij i porównaj',
    right: 'Dobrze: Twoja prognoza zgadza się z zapisanym ładunkiem.',
    wrong: 'Nie całkiem: różnice są zaznaczone poniżej (Twoja prognoza → prawdziwy ładunek).',
    tryAgain: 'Spróbuj jeszcze raz',
    askWrong: (answer) => `Nie całkiem: poprawna odpowiedź to „${answer}”.`,
    finished: 'Koniec lekcji.',
    inspector: 'Inspektor',
    presenter: 'Widok prezentera',
    qr: /^Kod QR adresu /,
    handoffRun: 'Uruchom agenta segregującego',
    handoffSdkRun: 'Uruchom przez Agents SDK',
    lanes: { triage: 'Agent segregujący', specialist: 'Agent-specjalista' },
    unknownStepType: (type) =>
      `Ten plik lekcji został odrzucony:\nTej lekcji nie można użyć: steps[0].type ma wartość "${type}", a to nie jest typ kroku lekcji. Dostępne typy: ${STEP_TYPES}.`,
  },
};
