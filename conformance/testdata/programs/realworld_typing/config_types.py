# krait-run: --allow-import dataclasses,typing
from dataclasses import dataclass, field, fields, asdict, is_dataclass
from typing import Optional, List, Dict, Any

@dataclass
class DBConfig:
    host: str = "localhost"
    port: int = 5432
    user: str = "admin"
    password: Optional[str] = field(default=None, repr=False)

@dataclass
class AppConfig:
    name: str
    debug: bool = False
    db: DBConfig = field(default_factory=DBConfig)
    plugins: List[str] = field(default_factory=list)
    extra: Dict[str, Any] = field(default_factory=dict)

def from_dict(cls, data):
    kwargs = {}
    for f in fields(cls):
        if f.name not in data:
            continue
        value = data[f.name]
        if is_dataclass(f.type) and isinstance(value, dict):
            value = from_dict(f.type, value)
        kwargs[f.name] = value
    unknown = set(data) - {f.name for f in fields(cls)}
    if unknown:
        raise TypeError(f"unknown fields for {cls.__name__}: {sorted(unknown)}")
    return cls(**kwargs)

raw = {"name": "svc", "debug": True, "db": {"host": "db.internal", "password": "s3cret"}, "plugins": ["auth", "cache"]}
cfg = from_dict(AppConfig, raw)
print(cfg)
print(asdict(cfg))
print(cfg.db.password, cfg.db == DBConfig("db.internal", password="other"))
for f in fields(DBConfig):
    print(f"{f.name:<9} {str(f.type):<22} default={f.default!r}")
try:
    from_dict(AppConfig, {"name": "x", "colour": "red", "size": 3})
except TypeError as e:
    print("TypeError:", e)
try:
    AppConfig()
except TypeError as e:
    print("TypeError:", e)
try:
    DBConfig("h", 1, "u", "p", "extra")
except TypeError as e:
    print("TypeError:", e)
print(is_dataclass(cfg), is_dataclass(AppConfig), is_dataclass(dict))
