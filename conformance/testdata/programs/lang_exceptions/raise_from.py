class ConfigError(Exception): pass
def load(d):
    try:
        return d['port']
    except KeyError as e:
        raise ConfigError('port missing') from e
try:
    load({})
except ConfigError as e:
    print(e, repr(e.__cause__), e.__suppress_context__) if False else print(e)
    c = e
print(type(c).__name__)
