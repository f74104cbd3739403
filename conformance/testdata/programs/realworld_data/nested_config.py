# krait-run: --allow-import copy
from copy import deepcopy

DEFAULTS = {
    "server": {"host": "localhost", "port": 8080, "tls": {"enabled": False, "cert": None}},
    "logging": {"level": "INFO", "handlers": ["console"]},
    "features": {"beta": False},
}

def deep_merge(base, override):
    result = deepcopy(base)
    for key, value in override.items():
        if isinstance(value, dict) and isinstance(result.get(key), dict):
            result[key] = deep_merge(result[key], value)
        else:
            result[key] = value
    return result

def get_path(d, path, default=None):
    cur = d
    for part in path.split("."):
        if not isinstance(cur, dict) or part not in cur:
            return default
        cur = cur[part]
    return cur

def flatten(d, prefix=""):
    items = {}
    for k, v in d.items():
        key = f"{prefix}.{k}" if prefix else k
        if isinstance(v, dict):
            items.update(flatten(v, key))
        else:
            items[key] = v
    return items

user = {"server": {"port": 9090, "tls": {"enabled": True}}, "logging": {"handlers": ["file", "console"]}, "extra": 1}
cfg = deep_merge(DEFAULTS, user)
for k, v in flatten(cfg).items():
    print(f"{k:<22} = {v!r}")
print(get_path(cfg, "server.tls.enabled"), get_path(cfg, "server.tls.key", "missing"))
print(DEFAULTS["server"]["port"], cfg["server"]["port"])
shallow = dict(DEFAULTS)
shallow["server"]["port"] = 1
print(DEFAULTS["server"]["port"])
print(get_path(cfg, "logging.handlers")[0])
diff = {k: (flatten(DEFAULTS).get(k), v) for k, v in flatten(cfg).items() if flatten(DEFAULTS).get(k) != v}
print(diff)
print(sorted(flatten(cfg)))
