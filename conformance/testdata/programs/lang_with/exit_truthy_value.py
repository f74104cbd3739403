class Quiet:
    def __enter__(self): pass
    def __exit__(self, *a): return 'yes'
with Quiet():
    1 / 0
print('suppressed by truthy string')
class Loud:
    def __enter__(self): pass
    def __exit__(self, *a): return 0
try:
    with Loud():
        1 / 0
except ZeroDivisionError:
    print('propagated with falsy 0')
