# An agent-style code action (written for this corpus in the style of GPT-4o
# CodeAgent steps; final_answer is a plain function here, as krait's is a tool).
def caesar(text, shift):
    out = []
    for ch in text:
        if ch.isalpha():
            base = ord("A") if ch.isupper() else ord("a")
            out.append(chr((ord(ch) - base + shift) % 26 + base))
        else:
            out.append(ch)
    return "".join(out)
msg = "Attack at Dawn, 5 AM!"
enc = caesar(msg, 3)
print(enc)
print(caesar(enc, -3))
vowels = sum(1 for c in msg.lower() if c in "aeiou")
print("Vowels:", vowels)
print([ord(c) for c in "AZaz"], chr(9731), "%s has %d chars" % (msg, len(msg)))
