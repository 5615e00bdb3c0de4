// glslf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslf -po version=130
// source file: tests/glsl/cases/type_scalars.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslf
//program main
//semantic main.count
//semantic main.offs
//semantic main.flip
//semantic main.mask
//semantic main.tint
//semantic main.fx
//semantic main.h
//var int count :  : _count1 : 1 : 1
//var int2 offs :  : _offs1 : 2 : 1
//var bool flip :  : _flip1 : 3 : 1
//var bool3 mask :  : _mask1 : 4 : 1
//var half4 tint :  : _tint1 : 5 : 1
//var fixed3 fx :  : _fx1 : 6 : 1
//var half h :  : _h1 : 7 : 1
//var float4 a : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
//var float4 main : $vout.COLOR : COLOR : -1 : 1

#version 130

vec4 _ret_0;
vec3 _TMP1;
uniform int _count1;
uniform ivec2 _offs1;
uniform bool _flip1;
uniform bvec3 _mask1;
uniform vec4 _tint1;
uniform vec3 _fx1;
uniform float _h1;
vec3 _x0013;
vec3 _TMP14;
in vec4 cg_TexCoord0;
out vec4 cg_FragColor;

 // main procedure, the original name was main
void main()
{

    vec4 _hv;
    vec3 _f;
    int _i;
    ivec2 _iv;
    bool _b;
    bvec4 _cmp;
    vec4 _r;

    _hv = vec4(float(cg_TexCoord0.x), float(cg_TexCoord0.y), float(cg_TexCoord0.z), float(cg_TexCoord0.w))*_tint1 + _h1;
    _x0013 = vec3(float(_fx1.x), float(_fx1.y), float(_fx1.z))*cg_TexCoord0.xyz;
    _TMP1 = min(vec3( 1.00000000E+00, 1.00000000E+00, 1.00000000E+00), _x0013);
    _TMP14 = max(vec3( 0.00000000E+00, 0.00000000E+00, 0.00000000E+00), _TMP1);
    _f = vec3(float(_TMP14.x), float(_TMP14.y), float(_TMP14.z));
    _i = (_count1*3 + _offs1.x/2) - _offs1.y%3;
    _iv = ivec2(int((cg_TexCoord0.xy*1.00000000E+01).x), int((cg_TexCoord0.xy*1.00000000E+01).y));
    _b = _flip1 && cg_TexCoord0.x > 5.00000000E-01;
    _cmp = bvec4(cg_TexCoord0.x > 2.50000000E-01, cg_TexCoord0.y > 5.00000000E-01, cg_TexCoord0.z > 7.50000000E-01, cg_TexCoord0.w > 1.00000000E+00);
    _r = vec4(float(_hv.x), float(_hv.y), float(_hv.z), float(_hv.w)) + vec4(float(_f.x), float(_f.y), float(_f.z), float(_i)) + vec4(float(_iv.x), float(_iv.y), 0.00000000E+00, 0.00000000E+00);
    if (_b || _mask1.y) { // if begin
        _r = -_r;
    } // end if
    _ret_0 = vec4(_cmp.x ? _r.x : (vec4(float(_mask1.x), float(_mask1.y), float(_mask1.z), 1.00000000E+00) + float(_count1)).x, _cmp.y ? _r.y : (vec4(float(_mask1.x), float(_mask1.y), float(_mask1.z), 1.00000000E+00) + float(_count1)).y, _cmp.z ? _r.z : (vec4(float(_mask1.x), float(_mask1.y), float(_mask1.z), 1.00000000E+00) + float(_count1)).z, _cmp.w ? _r.w : (vec4(float(_mask1.x), float(_mask1.y), float(_mask1.z), 1.00000000E+00) + float(_count1)).w);
    cg_FragColor = _ret_0;
    return;
} // main end
