# a11y-snap with its fonts, for any CI or machine with Docker:
#   docker build -t a11y-snap https://github.com/OWNER/a11y-snap.git
#   docker run --rm -v "$PWD:/work" a11y-snap init       (then check, record, test)
# Each RUN is one of the scripts a clone uses (scripts/setup runs the same two), and CI runs these
# RUN lines in order without Docker (scripts/dockerfile-steps), so the image and CI cannot drift.
# One line per instruction: scripts/dockerfile-steps reads them as written.
ARG SWIFT_IMAGE=swift:6.2-bookworm
FROM ${SWIFT_IMAGE}
WORKDIR /opt/a11y-snap
COPY . .
RUN bash scripts/install-deps
RUN bash scripts/build-release
ENV PATH="/opt/a11y-snap/.build/release:${PATH}"
WORKDIR /work
ENTRYPOINT ["a11y-snap"]
CMD ["test"]
