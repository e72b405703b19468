#!/bin/bash
# The images' HEALTHCHECK: GET $HEALTH_PATH on 127.0.0.1:$HEALTH_PORT is answered without a server error.
# Plain bash (/dev/tcp, a 2 s read): the images carry no curl.
set -euo pipefail
exec 3<>"/dev/tcp/127.0.0.1/${HEALTH_PORT:?}"
printf 'GET %s HTTP/1.0\r\nHost: localhost\r\n\r\n' "${HEALTH_PATH:?}" >&3
read -r -t 2 _ status _ <&3
[ "${status:-0}" -ge 200 ] && [ "$status" -lt 500 ]
