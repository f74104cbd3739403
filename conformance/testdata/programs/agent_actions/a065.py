# An agent-style code action (written for this corpus in the style of GPT-4o
# CodeAgent steps; final_answer is a plain function here, as krait's is a tool).
class ValidationError(Exception):
    def __init__(self, field, message):
        super().__init__(f"{field}: {message}")
        self.field = field
def validate(user):
    if not user.get("name"):
        raise ValidationError("name", "is required")
    if not isinstance(user.get("age"), int) or user["age"] < 0:
        raise ValidationError("age", f"must be a non-negative int, got {user.get('age')!r}")
    if "@" not in user.get("email", ""):
        raise ValidationError("email", "is invalid")
    return True
users = [{"name": "Ana", "age": 30, "email": "ana@x.io"}, {"name": "", "age": 3}, {"name": "Bo", "age": "old", "email": "b@x"}, {"name": "Cy", "age": 5, "email": "cy"}]
for u in users:
    try:
        validate(u)
        print("valid:", u["name"])
    except ValidationError as e:
        print(f"invalid ({e.field}):", e)
def load(path):
    try:
        raise FileNotFoundError(path)
    except FileNotFoundError as e:
        raise RuntimeError("config missing") from e
try:
    load("/etc/app.cfg")
except RuntimeError as e:
    print(repr(e), "caused by", repr(e.__cause__))
