//! In-memory textures for TEX/TXP/TXB: 1D, 2D, 3D, CUBE and RECT targets,
//! RGBA32F texels, nearest or bilinear (trilinear for 3D) filtering, repeat,
//! clamp-to-edge or mirrored-repeat wrapping.
//!
//! Depth comparison (`SHADOW*` targets) is applied by the executor to the
//! sampled texel's first channel.
//!
//! Not modelled: mipmaps (TXB's bias and derivatives are ignored, level 0 is
//! always sampled), borders, texture formats other
//! than RGBA float. Sampling a unit with no texture returns (0,0,0,1), as GL
//! does for an incomplete texture.

use super::program::TexTarget;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Wrap {
    Repeat,
    Clamp,
    Mirror,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Filter {
    Nearest,
    Linear,
}

/// A texture image. Texels are stored x fastest, then y, then z; a cube map
/// stores its six faces (+X, -X, +Y, -Y, +Z, -Z) one after the other.
#[derive(Clone, Debug, PartialEq)]
pub struct Texture {
    pub target: TexTarget,
    pub width: usize,
    pub height: usize,
    pub depth: usize,
    pub wrap: Wrap,
    pub filter: Filter,
    pub data: Vec<[f32; 4]>,
}

impl Texture {
    /// Number of texels the dimensions call for.
    pub fn expected_len(&self) -> usize {
        let faces = if self.target == TexTarget::Cube { 6 } else { 1 };
        self.width * self.height.max(1) * self.depth.max(1) * faces
    }

    fn texel(&self, face: usize, x: usize, y: usize, z: usize) -> [f32; 4] {
        let (w, h, d) = (self.width, self.height.max(1), self.depth.max(1));
        let index = ((face * d + z) * h + y) * w + x;
        self.data
            .get(index)
            .copied()
            .unwrap_or([0.0, 0.0, 0.0, 1.0])
    }

    /// Samples at `coord` (already divided by q for TXP).
    pub fn sample(&self, target: TexTarget, coord: [f32; 4]) -> [f32; 4] {
        if target != self.target || self.width == 0 || self.data.len() < self.expected_len() {
            return [0.0, 0.0, 0.0, 1.0];
        }
        match target {
            TexTarget::T1D => self.filtered(0, [coord[0], 0.5, 0.5], 1, true),
            TexTarget::T2D => self.filtered(0, [coord[0], coord[1], 0.5], 2, true),
            TexTarget::T3D => self.filtered(0, [coord[0], coord[1], coord[2]], 3, true),
            TexTarget::Rect => self.filtered(0, [coord[0], coord[1], 0.5], 2, false),
            TexTarget::Cube => {
                let (face, s, t) = cube_face(coord);
                let mut clamped = self.clone_params();
                clamped.wrap = Wrap::Clamp;
                clamped.filtered_with(self, face, [s, t, 0.5], 2, true)
            }
        }
    }

    fn clone_params(&self) -> Params {
        Params {
            wrap: self.wrap,
            filter: self.filter,
        }
    }

    fn filtered(&self, face: usize, coord: [f32; 3], dims: usize, normalized: bool) -> [f32; 4] {
        self.clone_params()
            .filtered_with(self, face, coord, dims, normalized)
    }
}

struct Params {
    wrap: Wrap,
    filter: Filter,
}

impl Params {
    fn filtered_with(
        &self,
        tex: &Texture,
        face: usize,
        coord: [f32; 3],
        dims: usize,
        normalized: bool,
    ) -> [f32; 4] {
        let sizes = [tex.width, tex.height.max(1), tex.depth.max(1)];
        // For each axis: up to two texel indices and weights.
        let mut taps: [[(usize, f32); 2]; 3] = [[(0, 1.0), (0, 0.0)]; 3];
        for axis in 0..dims {
            let size = sizes[axis];
            let u = if normalized {
                coord[axis] * size as f32
            } else {
                coord[axis]
            };
            taps[axis] = match self.filter {
                Filter::Nearest => [
                    (self.wrap_index(u.floor(), size, normalized), 1.0),
                    (0, 0.0),
                ],
                Filter::Linear => {
                    let x = u - 0.5;
                    let i0 = x.floor();
                    let frac = x - i0;
                    [
                        (self.wrap_index(i0, size, normalized), 1.0 - frac),
                        (self.wrap_index(i0 + 1.0, size, normalized), frac),
                    ]
                }
            };
        }
        let mut out = [0.0f32; 4];
        for &(z, wz) in &taps[2] {
            for &(y, wy) in &taps[1] {
                for &(x, wx) in &taps[0] {
                    let weight = wx * wy * wz;
                    if weight == 0.0 {
                        continue;
                    }
                    let t = tex.texel(face, x, y, z);
                    for c in 0..4 {
                        out[c] += weight * t[c];
                    }
                }
            }
        }
        out
    }

    fn wrap_index(&self, i: f32, size: usize, normalized: bool) -> usize {
        let n = size as i64;
        let i = if i.is_finite() { i as i64 } else { 0 };
        // RECT textures only clamp (GL forbids REPEAT for them).
        let wrap = if normalized { self.wrap } else { Wrap::Clamp };
        let wrapped = match wrap {
            Wrap::Repeat => i.rem_euclid(n),
            Wrap::Clamp => i.clamp(0, n - 1),
            Wrap::Mirror => {
                let period = i.rem_euclid(2 * n);
                if period < n {
                    period
                } else {
                    2 * n - 1 - period
                }
            }
        };
        wrapped as usize
    }
}

/// Face and (s,t) of a cube-map direction (GL 2.1, table 3.19).
fn cube_face(c: [f32; 4]) -> (usize, f32, f32) {
    let (rx, ry, rz) = (c[0], c[1], c[2]);
    let (ax, ay, az) = (rx.abs(), ry.abs(), rz.abs());
    let (face, sc, tc, ma) = if ax >= ay && ax >= az {
        if rx >= 0.0 {
            (0, -rz, -ry, ax)
        } else {
            (1, rz, -ry, ax)
        }
    } else if ay >= az {
        if ry >= 0.0 {
            (2, rx, rz, ay)
        } else {
            (3, rx, -rz, ay)
        }
    } else if rz >= 0.0 {
        (4, rx, -ry, az)
    } else {
        (5, -rx, -ry, az)
    };
    if ma == 0.0 {
        return (0, 0.5, 0.5);
    }
    (face, (sc / ma + 1.0) * 0.5, (tc / ma + 1.0) * 0.5)
}
