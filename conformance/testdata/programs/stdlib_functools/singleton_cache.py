# krait-run: --allow-import functools
import functools
@functools.cache
def get_config():
    print('loading config')
    return {'debug': True}
a = get_config()
b = get_config()
print(a is b, a)
get_config.cache_clear()
c = get_config()
print(c is a, get_config.cache_info())
