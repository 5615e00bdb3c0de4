// glslf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -po userTexCoord -profile glslf
// source file: tests/glsl/cases/opt_user_texcoord.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslf
//program mainf
//semantic mainf.s
//var sampler2D s :  : _s1 : 3 : 1
//var float2 uv : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
//var float4 t3 : $vin.TEXCOORD3 : TEXCOORD3 : 1 : 1
//var float4 c : $vin.COLOR0 : COL0 : 2 : 1
//var float4 mainf : $vout.COLOR : COL : -1 : 1

#version 110

struct V {
    vec2 _uv1;
    vec4 _t31;
    vec4 _c2;
};

vec4 _ret_0;
vec4 _TMP0;
uniform sampler2D _s1;
varying vec4 TEX0;
varying vec4 TEX3;

 // main procedure, the original name was mainf
void main()
{


    _TMP0 = texture2D(_s1, TEX0.xy);
    _ret_0 = _TMP0*TEX3 + gl_Color;
    gl_FragColor = _ret_0;
    return;
} // main end
