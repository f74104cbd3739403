# attack: socket (network access)
# imports: *
# expect: policy import
# message: Import of socket is not allowed
import socket
socket.socket()
