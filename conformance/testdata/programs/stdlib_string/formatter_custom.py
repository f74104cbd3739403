# krait-run: --allow-import string
import string
class DefaultFormatter(string.Formatter):
    def __init__(self, default="<missing>"):
        super().__init__()
        self.default = default
    def get_value(self, key, args, kwargs):
        if isinstance(key, str):
            return kwargs.get(key, self.default)
        return super().get_value(key, args, kwargs)
f = DefaultFormatter()
print(f.format("{name} is {age} years, {0}", "pos", name="Ann"))
print(f.format("{x:>6}|{y!r}", x="ab"))
class UpperFormatter(string.Formatter):
    def convert_field(self, value, conversion):
        if conversion == "u":
            return str(value).upper()
        return super().convert_field(value, conversion)
print(UpperFormatter().format("{0!u} {0!r} {1:.2f}", "hey", 3.14159))
print(string.Formatter().vformat("{a}-{b}", (), {"a": 1, "b": 2}))
for piece in string.Formatter().parse("Total: {amount:>10.2f} {{literal}} {0!r} end"):
    print(piece)
class MyTemplate(string.Template):
    delimiter = "%"
    idpattern = "[a-z]+"
print(MyTemplate("%greet, %name! 100%% sure").substitute(greet="Hi", name="bob"))
try:
    string.Formatter().format("{0} {1}", "only")
except IndexError as e:
    print("IndexError", e)
try:
    string.Formatter().format("{missing}")
except KeyError as e:
    print("KeyError", e)
