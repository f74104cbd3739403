# krait-run: --allow-import string
# An agent-style code action (written for this corpus in the style of GPT-4o
# CodeAgent steps; final_answer is a plain function here, as krait's is a tool).
import string
import random
random.seed(7)
def make_password(length=12):
    pools = [string.ascii_lowercase, string.ascii_uppercase, string.digits, "!@#$%^&*"]
    chars = [random.choice(p) for p in pools]
    allc = "".join(pools)
    chars += [random.choice(allc) for _ in range(length - len(chars))]
    random.shuffle(chars)
    return "".join(chars)
def strength(pw):
    score = sum([any(c.islower() for c in pw), any(c.isupper() for c in pw), any(c.isdigit() for c in pw), any(not c.isalnum() for c in pw)])
    return score + (len(pw) >= 12)
for n in (8, 12, 16):
    pw = make_password(n)
    print(n, pw, strength(pw))
print(strength("password"), strength("P@ssw0rd123!"))
print(string.capwords("hello agent world"), string.punctuation[:10])
