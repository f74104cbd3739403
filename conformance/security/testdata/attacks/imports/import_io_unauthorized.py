# attack: io is authorizable (in-memory streams only) but not a default module
# expect: policy import
# message: Import of io is not allowed
import io
io.StringIO()
