# krait-run: --allow-import string
import string
from string import Template
t = Template("Hello $name, you owe $$${amount} to ${creditor}.")
print(t.substitute(name="Ann", amount="12.50", creditor="Bob"))
print(t.substitute({"name": "Cy", "amount": 3, "creditor": "Dee"}, name="Override"))
print(t.safe_substitute(name="Eve"))
try:
    t.substitute(name="Fay")
except KeyError as e:
    print("KeyError", e)
try:
    Template("cost: $").substitute()
except ValueError as e:
    print("ValueError", e)
print(Template("$a$b ${a}x").template, Template("${a}b").get_identifiers() if hasattr(Template, "get_identifiers") else "-")
print(Template("$who likes $what").is_valid(), Template("bad $").is_valid())
print(string.ascii_lowercase, string.ascii_uppercase, string.digits, string.hexdigits, string.octdigits)
print(repr(string.punctuation), repr(string.whitespace), len(string.printable))
print(string.capwords("hello   world  from python"), string.capwords("a-b c-d", "-"))
f = string.Formatter()
print(f.format("{0}-{1:>5}-{name!r}", "x", 42, name="n"), list(f.parse("a{b}c{d:>3}")))
slug = "".join(c if c in string.ascii_letters + string.digits else "-" for c in "Hello, World! 2024").strip("-").lower()
print(slug)
