"""Encodings the probe generators (issue14_probes.py, evasion_batch.py)
share: base64 and Base58Check as their formats' public descriptions give
them (Bitcoin's alphabet, a double-SHA-256 checksum of four bytes)."""
import base64, hashlib

B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def b64(bs):
    return base64.b64encode(bs).decode()


def b58(bs):
    n = int.from_bytes(bs, "big")
    s = ""
    while n:
        n, r = divmod(n, 58)
        s = B58[r] + s
    return "1" * (len(bs) - len(bs.lstrip(b"\0"))) + s


def b58check(payload):
    return b58(payload + hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4])
