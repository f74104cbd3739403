# krait-run: --allow-import functools
import functools
l = functools.RLock()
print(repr(l)[:40], type(l).__name__, functools.RLock.__module__)
print(l.acquire(), l.acquire(blocking=False), l._is_owned())
with l:
    print('inside', repr(l).split(' owner=')[0], repr(l).split(' count=')[1].split(' ')[0])
l.release(); l.release()
try:
    l.release()
except RuntimeError as e:
    print('RuntimeError:', e)
print(functools.GenericAlias, functools.GenericAlias is type(list[int]))
print(isinstance(functools.get_cache_token(), int))
