class P:
    def __repr__(self): return 'P<repr>'
    def __str__(self): return 'P<str>'
p = P()
s = 'quote\'s "x"'
print(f'{p} {p!r} {p!s} {s!r} {s!a} {"é"!a}')
print(f'{p!r:>12}|{p!s:<8}|{s!r:.5}')
x, w = 3.14159, 10
print(f'{x:.2f} {x:{w}.3f} {x:<{w}}| {x:^{w}.1f}|')
print(f'{42:#x} {42:#o} {42:#b} {42:08b} {-42:x} {255:X}')
print(f'{1234567:,} {1234567:_} {1234567.891:,.2f} {0.25:%} {0.256:.1%}')
print(f'{"left":<8}|{"right":>8}|{"mid":^9}|{"pad":*^9}|')
print(f'{3:+} {-3:+} {3: } {3:=+5} {-3:05}')
print(f'{{literal}} {{{x:.1f}}}')
print(f'{x=} {w = } {p=!s} {x=:.1f}')
name = 'world'
print(f'hello {name.upper()} {len(name)} {name[1:3]} {[1, 2][-1]} {"nested " + f"{w}"}')
