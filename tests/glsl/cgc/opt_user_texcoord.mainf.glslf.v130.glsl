// glslf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -po userTexCoord -profile glslf -po version=130
// source file: tests/glsl/cases/opt_user_texcoord.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslf
//program mainf
//semantic mainf.s
//var sampler2D s :  : _s1 : 3 : 1
//var float2 uv : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
//var float4 t3 : $vin.TEXCOORD3 : TEXCOORD3 : 1 : 1
//var float4 c : $vin.COLOR0 : COLOR0 : 2 : 1
//var float4 mainf : $vout.COLOR : COLOR : -1 : 1

#version 130

struct V {
    vec2 _uv2;
    vec4 _t32;
    vec4 _c2;
};

vec4 _ret_0;
vec4 _TMP0;
uniform sampler2D _s1;
in vec4 cg_FrontColor;
in vec4 cg_TexCoord3;
in vec4 cg_TexCoord0;
out vec4 cg_FragColor;

 // main procedure, the original name was mainf
void main()
{


    _TMP0 = texture(_s1, cg_TexCoord0.xy);
    _ret_0 = _TMP0*cg_TexCoord3 + cg_FrontColor;
    cg_FragColor = _ret_0;
    return;
} // main end
