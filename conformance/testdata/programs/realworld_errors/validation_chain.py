# traceback: full
class ValidationError(Exception):
    def __init__(self, field, message):
        super().__init__(f"{field}: {message}")
        self.field = field

class ConfigError(Exception):
    pass

def validate_port(value):
    try:
        port = int(value)
    except ValueError as e:
        raise ValidationError("port", f"not a number ({value!r})") from e
    if not 0 < port < 65536:
        raise ValidationError("port", f"out of range: {port}")
    return port

def load(cfg):
    errors = []
    out = {}
    for key in ("host", "port"):
        try:
            if key == "port":
                out[key] = validate_port(cfg.get(key, ""))
            else:
                out[key] = cfg[key]
        except ValidationError as e:
            errors.append(e)
        except KeyError as e:
            errors.append(ValidationError(key, f"missing key {e}"))
    if errors:
        raise ConfigError("; ".join(str(e) for e in errors))
    return out

print(load({"host": "a", "port": "80"}))
for cfg in [{"port": "x"}, {"host": "h", "port": 70000}, {}]:
    try:
        load(cfg)
    except ConfigError as e:
        print("ConfigError:", e)
try:
    validate_port("abc")
except ValidationError as e:
    print(repr(e), e.field)
def outer():
    try:
        return load({"host": "h", "port": "http"})
    except ConfigError:
        raise RuntimeError("could not start server")
outer()
