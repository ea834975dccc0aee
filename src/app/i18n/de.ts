// German strings of the app shell. Each game keeps its own strings in src/app/i18n/<game>.ts.
import { gameById } from '../../games/registry.ts';
import { RANK_NAMES_DE, SUIT_NAMES_DE, cardNameDe } from '../../core/cards.ts';
import { SET_ASIDE } from '../../ui/words.de.ts';

export { RANK_NAMES_DE, SUIT_NAMES_DE, cardNameDe };

// Issue 34: stored data set aside or kept unread is said in the one shared sentence, as the games say it.
const STORAGE_REPORT = {
  corrupt: SET_ASIDE,
  invalid: SET_ASIDE,
  newer: SET_ASIDE,
  migrated: 'Ein älterer Eintrag wurde auf das aktuelle Format gebracht.',
  quota: 'Der Speicher des Browsers ist voll. Der Spielstand bleibt erhalten, solange die Seite offen ist.',
  unavailable: 'Der Browser erlaubt keine Speicherung. Fortschritt geht beim Schließen verloren.',
};

/** The German name of whoever owns a stored entry ("<game>/save/daily" → the game's German name), or null. */
function storageOwner(name: string): string | null {
  const prefix = name.split('/')[0] ?? '';
  if (prefix === 'app') return 'Einstellungen';
  return gameById(prefix)?.name ?? null;
}

export const de = {
  appName: 'Knobelkiste',
  tagline: 'Karten, Zahlen und Logik für zwischendurch – ohne Konto, ohne Werbung, auch offline.',
  nav: {
    home: 'Start',
    settings: 'Einstellungen',
    stats: 'Statistik',
    help: 'Hilfe',
    back: 'Zurück zur Übersicht',
    mainNav: 'Hauptnavigation',
    skip: 'Zum Inhalt springen',
  },
  home: {
    heading: 'Spiele',
    play: 'Spielen',
    resume: 'Weiterspielen',
    daily: 'Tagesaufgabe',
    dailyDone: 'Tagesaufgabe: heute erledigt',
    dailyStarted: 'Tagesaufgabe: heute angefangen',
    dailyOpen: 'Tagesaufgabe: heute noch offen',
    dailyFor: (name: string, state: string) => `${state} – ${name}`,
    /** The tile's status line while no game is in progress (the tick reads "erledigt" aloud). */
    dailyShort: 'Tagesaufgabe',
    dailyShortDone: 'erledigt',
    dailyShortOpen: 'Tagesaufgabe offen',
    dailyShortStarted: 'Tagesaufgabe begonnen',
    helpFor: (name: string) => `Hilfe zu ${name}`,
  },
  notFound: {
    heading: 'Diese Seite gibt es nicht',
    body: 'Der Link ist unvollständig oder veraltet.',
  },
  loading: 'Wird geladen …',
  loadFailed: 'Dieser Teil der App konnte nicht geladen werden. Bitte lade die Seite neu.',
  settings: {
    heading: 'Einstellungen',
    theme: 'Farbschema',
    themeSystem: 'Wie das Gerät',
    themeLight: 'Hell',
    themeDark: 'Dunkel',
    motion: 'Bewegung',
    motionSystem: 'Wie das Gerät',
    motionReduce: 'Animationen reduzieren',
    motionFull: 'Alle Animationen zeigen',
    storageHeading: 'Gespeicherte Daten',
    storageOk: 'Alle Spielstände sind in Ordnung.',
    storageReports: 'Meldungen zum Speicher',
    saved: 'Gespeichert.',
    cardsHeading: 'Karten',
    cardsIntro:
      'Rückseite, Tischfarbe und vier Farben gelten in allen vier Kartenspielen; größere Karten zeigt bisher nur FreeCell. An den Regeln ändert das Aussehen nichts.',
    cardBack: 'Rückseite',
    felt: 'Tischfarbe',
    largeCards: 'Größere Karten',
    largeCardsHint: 'Die Karten werden so groß, wie der Bildschirm es zulässt – der ganze Tisch bleibt trotzdem sichtbar.',
    fourColour: 'Vier Farben',
    fourColourHint: 'Jede Farbe sieht anders aus: Pik schwarz, Herz rot, Karo blau, Kreuz grün. Hilft, Karo und Herz auf einen Blick zu unterscheiden.',
    tableHeading: 'Hand und Uhr',
    hand: 'Stapel und Haupttasten',
    handRight: 'Rechts (für den rechten Daumen)',
    handLeft: 'Links (für den linken Daumen)',
    handHint:
      'In den Kartenspielen mit Nachziehstapel liegt der Stapel auf dieser Seite, und die Tasten unter dem Spielfeld beginnen dort mit Menü und Hauptaktion.',
    clock: 'Spielzeit anzeigen',
    clockHint: 'Ausgeblendet läuft die Zeit im Hintergrund weiter und zählt für Statistik und Bestzeiten. Ein Countdown bleibt immer sichtbar.',
    feelHeading: 'Töne und Vibration',
    sound: 'Töne',
    soundHint: 'Leise Klänge beim Aufnehmen und Ablegen, bei Paaren, Kombos und beim Sieg.',
    vibrate: 'Vibration',
    vibrateHint: 'Ein kurzes Summen bei einem Paar und beim Sieg.',
    vibrateUnsupported: 'Vibration gibt es hier nicht: Dieses Gerät oder dieser Browser kann nicht vibrieren.',
    resetHeading: 'Statistik zurücksetzen',
    resetIntro: 'Setzt die Zahlen eines Spiels auf null. Angefangene Spiele bleiben erhalten.',
    resetButton: (name: string) => `${name} zurücksetzen`,
    resetTitle: (name: string) => `Statistik von ${name} löschen?`,
    resetBody: (name: string) => `Gespielte Runden, Siege und Bestwerte von ${name} sind danach weg. Das lässt sich nicht rückgängig machen.`,
    resetYes: 'Löschen',
    resetDone: (name: string) => `Die Statistik von ${name} ist zurückgesetzt.`,
  },
  /** Issue 32: progress backup and transfer, and the browser's promise to keep the data. */
  backup: {
    heading: 'Spielstand sichern und übertragen',
    intro:
      'Alles, was die Knobelkiste in diesem Browser aufbewahrt – angefangene Spiele, Statistik, Bestwerte, Tagesaufgaben und Einstellungen – passt in eine Datei. Mit ihr nimmst du deinen Fortschritt auf ein neues Handy oder in einen anderen Browser mit.',
    save: 'Spielstand sichern',
    load: 'Spielstand laden',
    lastNever: 'Von diesem Browser gibt es noch keine Sicherung.',
    last: (when: string) => `Letzte Sicherung: ${when}`,
    saved: (file: string) => `Die Sicherung wurde als „${file}“ heruntergeladen.`,
    when: (day: string, time: string) => `${day}, ${time} Uhr`,
    fileHolds: (when: string) => `Diese Sicherung wurde am ${when} gemacht. Sie enthält:`,
    appSettings: 'Einstellungen der App (Farbschema, Karten, Töne)',
    games: (n: number) => (n === 1 ? '1 angefangenes Spiel' : `${n} angefangene Spiele`),
    dailies: (n: number) => (n === 1 ? 'davon 1 Tagesaufgabe' : `davon ${n} Tagesaufgaben`),
    records: 'Statistik und Bestwerte',
    gameSettings: 'eigene Einstellungen',
    aside: (n: number) => (n === 1 ? '1 beiseitegelegter Eintrag' : `${n} beiseitegelegte Einträge`),
    empty: 'Sie ist leer: Als sie gemacht wurde, war noch nichts gespeichert.',
    replaceWarning: 'Beim Laden wird alles ersetzt, was die Knobelkiste jetzt in diesem Browser gespeichert hat. Das lässt sich nicht rückgängig machen.',
    replace: 'Ersetzen und laden',
    cancel: 'Abbrechen',
    restored: 'Der Spielstand aus der Sicherung ist geladen.',
    problem: {
      'not-backup': 'Diese Datei ist keine Sicherung der Knobelkiste. Es wurde nichts verändert.',
      damaged: 'Diese Sicherung ist beschädigt oder unvollständig und lässt sich nicht laden. Dein jetziger Spielstand bleibt, wie er ist.',
      newer:
        'Diese Sicherung stammt aus einer neueren Version der Knobelkiste. Lade die Seite neu, damit die App sich aktualisiert, und versuche es dann noch einmal. Bis dahin bleibt alles, wie es ist.',
      'too-big': 'Diese Datei ist viel zu groß für eine Sicherung der Knobelkiste. Es wurde nichts verändert.',
      unreadable: 'Die Datei ließ sich nicht lesen. Es wurde nichts verändert.',
      quota: 'Für diese Sicherung reicht der Speicher dieses Browsers nicht. Es wurde nichts verändert.',
      unavailable: 'Dieser Browser hat das Speichern verweigert. Es wurde nichts verändert.',
    },
    persistHeading: 'Dauerhaft speichern',
    persistGranted: 'Der Browser hat zugesagt, deinen Fortschritt nicht von sich aus zu löschen, auch wenn der Platz auf dem Gerät knapp wird.',
    persistRefused:
      'Der Browser hat (noch) nicht zugesagt, deinen Fortschritt dauerhaft aufzubewahren. Wird der Platz knapp, darf er ihn löschen – eine Sicherung schützt dich davor.',
    persistUnknown: 'Ob der Browser deinen Fortschritt dauerhaft aufbewahrt, wird gerade nachgefragt …',
    persistUnsupported: 'Dieser Browser kann nicht zusagen, deinen Fortschritt dauerhaft aufzubewahren. Eine Sicherung schützt dich vor Verlust.',
    persistAsk: 'Dauerhaftes Speichern anfragen',
  },
  /** A storage report as the notice and the settings page say it: whose entry first (issue 26). */
  storageReportText(r: { readonly kind: keyof typeof STORAGE_REPORT; readonly name: string }): string {
    const owner = storageOwner(r.name);
    return owner === null ? STORAGE_REPORT[r.kind] : `${owner}: ${STORAGE_REPORT[r.kind]}`;
  },
  storageReport: STORAGE_REPORT,
  stats: {
    heading: 'Statistik',
    intro: 'Alles wird nur auf diesem Gerät gezählt.',
  },
  notice: {
    dismiss: 'Meldung schließen',
  },
  offline: {
    ready: 'Die App ist jetzt auch offline spielbar.',
    short: 'Offline bereit',
  },
} as const;
