# krait-run: --allow-import enum
from enum import Enum


class Color(Enum):
    RED = 1
    GREEN = 2

    def describe(self):
        return self.name.lower()


Color.extra = 'ok'
print(Color.extra)
del Color.extra
print(hasattr(Color, 'extra'))
for stmt in ('reassign', 'delete', 'setattr', 'name', 'value', 'delname'):
    try:
        if stmt == 'reassign':
            Color.RED = 5
        elif stmt == 'delete':
            del Color.GREEN
        elif stmt == 'setattr':
            setattr(Color, 'RED', 7)
        elif stmt == 'name':
            Color.RED.name = 'x'
        elif stmt == 'value':
            Color.RED.value = 3
        else:
            del Color.RED.name
    except AttributeError as e:
        print(stmt, 'AttributeError:', e)
print(Color.RED, Color.RED.value, list(Color))
Color.RED.note = 'hello'
print(Color.RED.note, Color(1).note)
print(Color.RED.describe())
Color.describe = lambda self: 'patched ' + self.name
print(Color.GREEN.describe())
