# krait-run: --allow-import string
from string import Template
class Percent(Template):
    delimiter = '%'
t = Percent('%name is %{age} years, 100%% sure')
print(t.substitute(name='Ann', age=30))
class Dotted(Template):
    idpattern = r'[a-z][_a-z0-9.]*'
print(Dotted('$user.name!').substitute({'user.name': 'bo'}))
class Upper(Template):
    flags = 0
    idpattern = '[A-Z]+'
print(Upper('$ABC $def').safe_substitute(ABC='x'))
