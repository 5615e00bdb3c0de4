// glslf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslf -po version=420
// source file: tests/glsl/cases/ver_all.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslf
//program main_fragment
//semantic main_fragment.diffuse
//semantic main_fragment.tint
//var sampler2D diffuse :  : _diffuse1 : 2 : 1
//var float4 tint :  : _tint1 : 3 : 1
//var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
//var float4 color : $vin.COLOR0 : COL0 : 1 : 1
//var float4 main_fragment : $vout.COLOR : COL : -1 : 1

#version 110

struct v2f {
    vec2 _uv2;
    vec4 _color2;
};

vec4 _ret_0;
vec4 _TMP0;
uniform sampler2D _diffuse1;
uniform vec4 _tint1;

 // main procedure, the original name was main_fragment
void main()
{


    _TMP0 = texture2D(_diffuse1, gl_TexCoord[0].xy);
    _ret_0 = _TMP0*gl_Color*_tint1;
    gl_FragColor = _ret_0;
    return;
} // main end
