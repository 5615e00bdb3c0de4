// glslf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslf -po version=130
// source file: tests/glsl/cases/hdr_global_varyings_fragment.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslf
//program main_fp
//semantic main_fp.image
//var sampler2D image :  : _image1 : 1 : 1
//var float4 uv : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
//var float4 tint : $vin.COLOR0 : COLOR0 : -1 : 1
//var float4 fog : $vin.TEXCOORD3 : TEXCOORD3 : -1 : 1
//var float4 main_fp : $vout.COLOR : COLOR : -1 : 1

#version 130

vec4 _ret_0;
vec4 _TMP0;
uniform sampler2D _image1;
in vec4 cg_FrontColor;
in vec4 cg_TexCoord3;
in vec4 cg_TexCoord0;
out vec4 cg_FragColor;

 // main procedure, the original name was main_fp
void main()
{


    _TMP0 = texture(_image1, cg_TexCoord0.xy);
    _ret_0 = _TMP0*cg_FrontColor + cg_TexCoord3.x;
    cg_FragColor = _ret_0;
    return;
} // main end
