// glslv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslv
// source file: tests/glsl/cases/hdr_es_return_struct.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslv
//program main
//semantic mvp
//semantic heights
//var float4x4 mvp :  : _mvp[0], 4 : -1 : 1
//var sampler2D heights :  : _heights : -1 : 1
//var float4 p : $vin.POSITION : ATTR0 : 0 : 1
//var float2 uv : $vin.TEXCOORD0 : ATTR8 : 1 : 1
//var float4 c : $vin.COLOR0 : ATTR3 : 2 : 1
//var float4 main.pos : $vout.POSITION : HPOS : -1 : 1
//var float main.size : $vout.PSIZE : PSIZ : -1 : 1
//var float4 main.color : $vout.COLOR0 : COL0 : -1 : 1
//var float2 main.uv : $vout.TEXCOORD0 : TEX0 : -1 : 1

#version 110

struct VOut {
    vec4 _pos;
    float _size;
    vec4 _color;
    vec2 _uv2;
};

struct SizedOut {
    vec4 _pos1;
    float _size1;
};

struct HposOut {
    vec4 _pos2;
    vec4 _color1;
};

vec4 _TMP0;
vec4 _c0005;
vec4 _r0007;
uniform vec4 _mvp[4];
uniform sampler2D _heights;

 // main procedure, the original name was main
void main()
{

    VOut _o;
    vec4 _lifted;

    _c0005 = vec4(gl_MultiTexCoord0.x, gl_MultiTexCoord0.y, 0.00000000E+00, 0.00000000E+00);
    _TMP0 = texture2DLod(_heights, vec2(_c0005.x, _c0005.y), _c0005.w);
    _lifted = gl_Vertex + vec4(0.00000000E+00, _TMP0.x, 0.00000000E+00, 0.00000000E+00);
    _r0007.x = dot(_mvp[0], _lifted);
    _r0007.y = dot(_mvp[1], _lifted);
    _r0007.z = dot(_mvp[2], _lifted);
    _r0007.w = dot(_mvp[3], _lifted);
    _o._size = 2.00000000E+00 + _lifted.y;
    gl_TexCoord[0].xy = gl_MultiTexCoord0.xy;
    gl_PointSize = _o._size;
    gl_Position = _r0007;
    gl_FrontColor = gl_Color;
    return;
} // main end
