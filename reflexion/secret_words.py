"""Pure data: the words that name a secret (a password, a token, a PIN, a key that is one), in the eleven
languages: the agent's question for one is never answered into an entry (correct_reply), and a value
stated for one is never kept as a fact (correct_more.SECRET). A regex source; the text it reads is
lower-cased by its users or searched case-insensitively."""

from __future__ import annotations

SECRET_WORDS = (
    r"\b(?:passwords?|passphrases?|pass phrases?|passcodes?|passwd|pw|pwd|tokens?|secrets?|pins?|pats?"
    r"|credentials?|creds|otp|2fa|mfa|wpa2?|psk|passkeys?|cvv|one-time code|mnemonic"
    r"|logins?(?! (?:page|form|screen|flow|button|endpoint|route|view|test|handler|link))"
    # not a key that names no secret (a primary key, where an ssh or a public key is), nor "the tests pass"
    r"|(?<!primary )(?<!foreign )(?<!sort )(?<!partition )(?<!cache )(?<!unique )(?<!composite )"
    r"(?<!ssh )(?<!public )(?<!gpg )(?<!host )keys?"
    r"|(?<!tests )(?<!test )(?<!it )(?<!they )(?<!checks )(?<!ci )(?<!build )pass"
    r"|(?:access|auth|verification|security|recovery|backup|sms) codes?|(?:seed|recovery) phrases?"
    r"|passwort|kennwort|schlüssel|mot de passe|clé|contraseña|clave|llave|senha|chave|wachtwoord|sleutel"
    r"|parola d'ordine|chiave|пароль|ключ|токен"
    r"|hasło|haslo|heslo|lösenord|adgangskode|passord|salasana|jelszó|şifre)\b"  # pl cs sv da no fi hu tr
    r"|\b\w+_(?:PASS|PASSWD|PASSWORD|PWD|KEY|TOKEN|SECRET)\b"
    r"|密码|密碼|口令|密钥|パスワード|暗証番号|鍵|비밀번호|암호|(?<!패)키"  # no word boundaries here
)
