# krait-run: --allow-import string
import re
from string import Template

class SafeDict(dict):
    def __missing__(self, key):
        return "{" + key + "}"

user = {"name": "Ada", "plan": "pro", "credits": 1234.5, "tags": ["a", "b"]}
print("Hello {name}, you are on the {plan} plan with {credits:,.1f} credits".format(**user))
print("Hi {name}, your {unknown} is ready".format_map(SafeDict(user)))
print("{0[tags][1]} {0[name]!r:>8} {1:^7} {1!s:*<6}".format(user, "x"))
print("%(name)s has %(credits).2f credits and %(plan)-6s|" % user)
print("%s items, %d%%, %5.1f%%, %-5s|, %+d, %x, %o, %c, %r" % (3, 50, 12.345, "ab", 7, 255, 8, 65, "q"))
t = Template("Dear $name, your $plan plan renews on ${date}. Cost: $$${price}")
print(t.safe_substitute(name="Bob", plan="basic"))
print(t.substitute(name="Bob", plan="basic", date="2024-09-01", price="9.99"))
try:
    t.substitute(name="x")
except KeyError as e:
    print("missing", e)
def render(tpl, ctx):
    def repl(m):
        expr = m.group(1).strip()
        if "|" in expr:
            key, filt = [p.strip() for p in expr.split("|", 1)]
        else:
            key, filt = expr, None
        val = ctx
        for part in key.split("."):
            val = val[part] if isinstance(val, dict) else getattr(val, part)
        if filt == "upper":
            val = str(val).upper()
        elif filt == "title":
            val = str(val).title()
        elif filt == "len":
            val = len(val)
        return str(val)
    return re.sub(r"\{\{(.*?)\}\}", repl, tpl)
ctx = {"user": {"name": "grace hopper", "langs": ["COBOL", "FLOW-MATIC"]}, "site": "docs"}
print(render("Welcome {{ user.name | title }} to {{site|upper}} ({{ user.langs | len }} langs)", ctx))
print("{:{fill}{align}{width}}".format("mid", fill="~", align="^", width=11))
print("{!a}".format("café"), ascii("naïve ☃"), "{0}{0}".format("ab"))
print(render("{{ user.missing }}", ctx))
