class Inspect:
    def __enter__(self): return self
    def __exit__(self, et, ev, tb):
        print(et is ValueError, isinstance(ev, ValueError), ev.args, tb is not None)
        return True
with Inspect():
    raise ValueError('detail', 42)
print('suppressed and continued')
