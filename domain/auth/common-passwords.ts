/**
 * Passwords of 6+ characters that top the public breach-frequency lists (SecLists'
 * most-common lists, NCSC's 100k list). Refused at sign-up: they are the first guesses of
 * every credential-stuffing run. Compared in lower case.
 */
const LIST = `
123456 1234567 12345678 123456789 1234567890 12345678910 654321 111111 222222 333333 444444
555555 666666 777777 888888 999999 000000 123123 121212 112233 123321 112211 159753 147258
147258369 987654321 987654 123654 123qwe qwe123 1q2w3e 1q2w3e4r 1q2w3e4r5t 1qaz2wsx zaq12wsx
qwerty qwerty1 qwerty12 qwerty123 qwertyuiop qwert1 asdfgh asdfghjkl zxcvbn zxcvbnm azerty
password password1 password12 password123 passw0rd p@ssw0rd p@ssword pass123 pass1234
password! admin123 administrator letmein letmein1 welcome welcome1 welcome123 iloveyou
iloveyou1 monkey monkey1 dragon dragon1 master master1 shadow shadow1 sunshine sunshine1
princess princess1 football football1 baseball baseball1 basketball soccer hockey superman
batman spiderman starwars pokemon trustno1 freedom whatever michael michelle jennifer
jessica ashley charlie charlie1 daniel hunter hunter2 thomas jordan jordan23 harley ranger
buster tigger matthew andrew joshua anthony robert george ginger pepper cheese cookie
summer winter butterfly flower purple orange banana chocolate computer internet secret
secret1 mustang corvette ferrari mercedes killer access access1 666999 696969 abc123
abc1234 abcdef abcdefg abcd1234 a123456 a1b2c3 a1b2c3d4 aa123456 qazwsx qazwsxedc zxcv1234
000000000 11111111 123456a 123456q 12345a 1234qwer 1234abcd asd123 asdasd asdf1234 loveme
lovely love123 iloveu fuckyou fuckyou1 babygirl baby123 angel1 angels beautiful blink182
changeme default guest123 login1 master123 nothing123 samsung apple123 google microsoft
linkedin facebook instagram twitter yankees liverpool chelsea arsenal barcelona
manchester dallas cowboys eagles steelers lakers packers 123abc 7777777 88888888 987654321
qweasd qweasdzxc 1qazxsw2 q1w2e3r4 q1w2e3r4t5 q1w2e3 zaqwsx asdfasdf qwerasdf
`;

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(LIST.split(/\s+/).filter(Boolean));

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
