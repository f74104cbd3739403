# traceback: full
class Settings:
    defaults = {'a': 1}
    timeout = defaults['timeout']
