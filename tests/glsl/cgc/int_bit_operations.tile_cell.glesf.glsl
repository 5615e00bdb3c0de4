// glesf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glesf
// source file: tests/glsl/cases/int_bit_operations.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glesf
//program tile_cell
//semantic tile_cell.atlas
//semantic tile_cell.flags
//var sampler2D atlas :  : _atlas1 : 2 : 1
//var int flags :  : _flags1 : 3 : 1
//var float2 uv : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
//var float4 cell : $vin.COLOR0 : COLOR0 : 1 : 1
//var float4 tile_cell : $vout.COLOR : COL : -1 : 1

precision mediump float;

#extension GL_EXT_gpu_shader4 : enable

struct TileVertex {
    vec2 _uv1;
    vec4 _color;
};

vec4 _ret_0;
uniform sampler2D _atlas1;
uniform int _flags1;
vec2 _b0003;
vec2 _c0005;
varying vec4 TEX0;
varying vec4 COL0;

 // main procedure, the original name was tile_cell
void main()
{

    int _cellCode;
    int _tile;
    int _flip;
    vec2 _mirror;
    vec2 _local;
    int _column;
    int _row;
    int _mode;
    vec4 _texel;

    _cellCode = int((COL0.x*2.55000000E+02));
    _tile = _cellCode & 15;
    _flip = (_cellCode >> 4) & 3;
    _mirror = vec2(float((_flip & 1)), float(((_flip >> 1) & 1)));
    _b0003 = 1.00000000E+00 - TEX0.xy;
    _local = TEX0.xy + _mirror*(_b0003 - TEX0.xy);
    _column = _tile%4;
    _row = _tile >> 2;
    _mode = _flags1 | 16;
    _mode = _mode & -2;
    _mode = _mode ^ (_cellCode << 1);
    _c0005 = (vec2(float(_column), float(_row)) + _local)/4.00000000E+00;
    _texel = texture2D(_atlas1, _c0005);
    _ret_0 = (_texel*vec4(float((_mode & 255)), float(_tile), float(_row), 1.00000000E+00))/vec4( 2.55000000E+02, 1.50000000E+01, 3.00000000E+00, 1.00000000E+00);
    gl_FragColor = _ret_0;
    return;
} // main end
