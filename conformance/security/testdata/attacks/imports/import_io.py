# attack: io.open / io.FileIO
# expect: policy import
# message: Import of io is not allowed
import io
io.open('{CANARY}', 'w')
