# krait-run: --allow-import string
import string
from collections import Counter

def caesar(text, shift):
    lower = string.ascii_lowercase
    upper = string.ascii_uppercase
    table = str.maketrans(lower + upper, lower[shift:] + lower[:shift] + upper[shift:] + upper[:shift])
    return text.translate(table)

def vigenere(text, key, decrypt=False):
    out = []
    ki = 0
    for ch in text:
        if ch.isalpha():
            base = ord("A") if ch.isupper() else ord("a")
            k = ord(key[ki % len(key)].lower()) - ord("a")
            if decrypt:
                k = -k
            out.append(chr((ord(ch) - base + k) % 26 + base))
            ki += 1
        else:
            out.append(ch)
    return "".join(out)

msg = "The Quick Brown Fox Jumps Over The Lazy Dog!"
enc = caesar(msg, 3)
print(enc)
print(caesar(enc, -3 % 26))
freq = Counter(c for c in enc.lower() if c.isalpha())
likely_e = freq.most_common(1)[0][0]
shift = (ord(likely_e) - ord("e")) % 26
print("guessed shift", shift, "->", caesar(enc, -shift % 26)[:20])
v = vigenere(msg, "LEMON")
print(v, vigenere(v, "LEMON", decrypt=True) == msg)
rot13 = str.maketrans(string.ascii_letters, string.ascii_lowercase[13:] + string.ascii_lowercase[:13] + string.ascii_uppercase[13:] + string.ascii_uppercase[:13])
print("Hello".translate(rot13), "Uryyb".translate(rot13))
print("hello".translate({ord("l"): None, ord("h"): "J"}), str.maketrans("ab", "xy", "c"))
print(string.punctuation, string.digits, string.hexdigits, string.capwords("hello   wide  world"))
print("".join(sorted(set(msg.lower()) & set(string.ascii_lowercase))) == string.ascii_lowercase)
