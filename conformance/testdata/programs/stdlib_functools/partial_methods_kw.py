# krait-run: --allow-import functools
import functools
def greet(greeting, name, punct='!'):
    return f'{greeting}, {name}{punct}'
hello = functools.partial(greet, 'Hello')
print(hello('Ann'), hello('Bo', punct='?'), hello(name='Cy'))
polite = functools.partial(greet, punct='.')
print(polite('Hi', 'Di'), polite('Hey', name='Ed', punct='!!'))
print(functools.partial(greet, 'Yo', 'Fi', '~')())
print([functools.partial(pow, 2)(i) for i in range(6)])
print(sorted(['b', 'A', 'c'], key=functools.partial(str.lower)))
